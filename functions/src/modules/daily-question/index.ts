// The daily-question module's public face: each reader's question of the day, chosen from the
// passages they may read.
export { dailyQuestionRouter } from "./daily-question.routes";
export { dailyQuestionOwnedData, questionsAboutOwnArticlesData } from "./daily-question.owned-data";
export { getDailyQuestion, isDismissed } from "./daily-question.service";
