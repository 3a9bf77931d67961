// The social side of the demo data: spurqs among the four friends, a group chat, a
// fifth reader who has asked Ada to be friends, and an invitation Ada sent. Articles and
// highlights are named by their title and text in demo-articles.mjs; people by demo username.

/**
 * Spurqs, oldest first. A friend who comments on someone's article (demo-articles.mjs) must have
 * received a spurq about it first: that is what makes them a reader. `read` spurqs are opened by
 * their recipient before the comments are written; the rest stay unread (three of them Ada's).
 */
export const DEMO_SPURQS = [
  {
    from: "ada",
    to: "ben",
    article: "Why Paper Maps Still Teach Us Something",
    highlight: "A paper map answers the questions you did not know to ask",
    question: "Do you still buy a paper map when you travel?",
    daysAgo: 5.5,
    read: true,
  },
  {
    from: "ada",
    to: "chloe",
    article: "Why Paper Maps Still Teach Us Something",
    highlight: "it trains us to see a city as a sequence of instructions rather than a place with a shape",
    question: null,
    daysAgo: 5.4,
    read: true,
  },
  {
    from: "ada",
    to: "dev",
    article: "The Quiet Architecture of Public Libraries",
    highlight: "you can stay all day without buying anything",
    question: "Is your library still open on Sundays?",
    daysAgo: 2.8,
    read: true,
    replies: [
      { by: "dev", text: "Only until four now, and only in winter. It used to be the busiest day." },
      { by: "ada", text: "That's exactly the kind of cut I mean. Fewer warm, free rooms." },
      { by: "dev", text: "I'll bring the article to the next neighbourhood meeting." },
    ],
  },
  {
    from: "ben",
    to: "ada",
    article: "Slow Cooking and Slow Code",
    highlight: "the waiting is where the flavour comes from",
    question: null,
    daysAgo: 8.5,
    read: true,
  },
  {
    from: "ben",
    to: "chloe",
    article: "Slow Cooking and Slow Code",
    highlight: "knowing which dish you are making",
    question: "Does this match how you draft a piece?",
    daysAgo: 8.2,
    read: true,
  },
  {
    from: "chloe",
    to: "dev",
    article: "What Octopuses Know About Thinking",
    highlight: "two thirds of them are not in its head",
    question: "Did you know this?",
    daysAgo: 0.9,
    read: true,
  },
  {
    from: "dev",
    to: "ada",
    article: "Notes on Walking to Work",
    highlight: "a stretch of time that belonged to nobody",
    question: "Does your commute ever do this for you?",
    daysAgo: 11,
    read: true,
  },
  // Waiting for Ada: her badge shows 3.
  {
    from: "ben",
    to: "ada",
    article: "Slow Cooking and Slow Code",
    highlight: "knowing which dish you are making",
    question: "Which of your projects deserves the four hours?",
    daysAgo: 1.5,
    read: false,
  },
  {
    from: "dev",
    to: "ada",
    article: "Notes on Walking to Work",
    highlight: null,
    question: "Would you try walking to work for a month? I'm curious what you'd notice.",
    daysAgo: 0.6,
    read: false,
  },
  {
    from: "chloe",
    to: "ada",
    article: "What Octopuses Know About Thinking",
    highlight: "intelligence evolved more than once",
    question: "Where do you think the thinking happens?",
    daysAgo: 0.2,
    read: false,
  },
];

/** A group chat of all four friends, started by Chloé, and its conversation (oldest first). */
export const DEMO_GROUP_CHAT = {
  name: "Sunday Reading Club",
  by: "chloe",
  members: ["ada", "ben", "dev"],
  messages: [
    {
      by: "chloe",
      text: "Welcome to the club! One article a week, and we talk about it here.",
      hoursAgo: 50,
    },
    { by: "ada", text: "I nominate the octopus piece. I can't stop thinking about the arms.", hoursAgo: 49 },
    { by: "ben", text: "Seconded. Also, Chloé, did you write that one?", hoursAgo: 30 },
    { by: "chloe", text: "Guilty. I'll share the sources I cut for length.", hoursAgo: 29.5 },
    {
      by: "dev",
      text: "Can we do the libraries one next? It fits what's happening in my neighbourhood.",
      hoursAgo: 5,
    },
    { by: "ada", text: "Yes! Sunday at 7?", hoursAgo: 4.5 },
  ],
};

/** The fifth reader: not a friend of anyone yet, with a request to Ada waiting. */
export const DEMO_REQUESTER = {
  uid: "demo-finn",
  username: "finn",
  email: "finn@demo.spurq.test",
  displayName: "Finn Walsh",
  bio: "New in town. Reads about bridges and the rivers under them.",
  requestsFriendshipWith: "ada",
};

/** An invitation Ada sent by e-mail: an invitation document and its queued mail document. */
export const DEMO_INVITATION = { from: "ada", channel: "email", to: "grace@example.com" };
