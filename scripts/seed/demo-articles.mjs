// Demo articles: original short essays written for Spurq's demo data, with highlights (quoted
// passages) and comment threads. Owners and commenters are demo usernames.
export const DEMO_ARTICLES = [
  {
    owner: "ada",
    title: "Why Paper Maps Still Teach Us Something",
    author: "Ada Okafor",
    // Served by Hosting itself (web/public/demo/), so a newcomer who loads the browser extension
    // and signs in as Ada or Ben sees the friends' layer on this page at once.
    url: "http://127.0.0.1:5000/demo/paper-maps.html",
    folder: "Cities",
    tags: ["maps", "design"],
    daysAgo: 6,
    viewedDaysAgo: 0,
    paragraphs: [
      "A phone map answers the question you asked. A paper map answers the questions you did not know to ask: where the river bends, which streets run downhill, how far the park really is from the station.",
      "Navigation apps optimise for the next turn. That is a gift when you are late, but it trains us to see a city as a sequence of instructions rather than a place with a shape.",
      "Researchers who study spatial memory keep finding the same thing: people who plan a route themselves remember more of the area afterwards than people who follow turn-by-turn directions.",
      "None of this means we should throw our phones in the canal. It means that now and then, before a trip, it is worth unfolding the whole city and letting it surprise us.",
    ],
    highlights: [
      {
        by: "ada",
        text: "A paper map answers the questions you did not know to ask",
        color: "#FEF9C3",
        comments: [
          { by: "ben", text: "This is exactly why I still buy a map in every new city." },
          { by: "ada", text: "Same! The folding is the hard part." },
        ],
      },
      {
        by: "ada",
        text: "it trains us to see a city as a sequence of instructions rather than a place with a shape",
        color: "#DBEAFE",
        comments: [{ by: "chloe", text: "Is there a study on this? I'd love to read it." }],
      },
      {
        by: "ada",
        text: "people who plan a route themselves remember more of the area afterwards",
        color: "#DCFCE7",
        comments: [],
      },
      {
        // A reader's highlight: made once Ada's spurq has shared the article with Ben.
        by: "ben",
        text: "how far the park really is from the station",
        color: "#FFEDD5",
        comments: [{ by: "ada", text: "Further than the app makes it look, every time." }],
      },
    ],
  },
  {
    owner: "ada",
    title: "The Quiet Architecture of Public Libraries",
    author: "Ada Okafor",
    url: null,
    folder: "Cities",
    tags: ["design"],
    daysAgo: 3,
    viewedDaysAgo: 1,
    paragraphs: [
      "A library is one of the few indoor places in a city where you can stay all day without buying anything. That single fact shapes everything about how it is built.",
      "The best library buildings are generous with light and stingy with noise. Reading rooms face north, stacks buffer the street, and the loudest spaces sit nearest the door.",
      "When a city cuts a library's hours, it is not only closing a room full of books. It is closing a warm, free, quiet room, and there are fewer of those every year.",
    ],
    highlights: [
      {
        by: "ada",
        text: "you can stay all day without buying anything",
        color: "#F3E8FF",
        comments: [{ by: "dev", text: "Third places matter so much more than we admit." }],
      },
      { by: "ada", text: "generous with light and stingy with noise", color: "#FFEDD5", comments: [] },
    ],
  },
  {
    owner: "ben",
    title: "Slow Cooking and Slow Code",
    author: "Ben Lindqvist",
    url: null,
    folder: "Craft",
    tags: ["software"],
    daysAgo: 9,
    viewedDaysAgo: 2,
    paragraphs: [
      "A stew rewards patience in a way that a stir-fry does not. You chop, you brown, you wait, and the waiting is where the flavour comes from.",
      "Some software is like that too. A module that has been read, questioned and rewritten three times tastes different from one written in a single afternoon, even when both pass the tests.",
      "The trick, in the kitchen and at the keyboard, is knowing which dish you are making. Not everything deserves four hours. But the things that do should get them.",
    ],
    highlights: [
      {
        by: "ben",
        text: "the waiting is where the flavour comes from",
        color: "#FCE7F3",
        comments: [{ by: "ada", text: "Lovely line." }],
      },
      {
        by: "ben",
        text: "knowing which dish you are making",
        color: "#E7E5E4",
        comments: [
          { by: "chloe", text: "This applies to writing too." },
          { by: "ben", text: "Everything is cooking if you squint." },
        ],
      },
    ],
  },
  {
    owner: "chloe",
    title: "What Octopuses Know About Thinking",
    author: "Chloé Martin",
    url: null,
    folder: null,
    tags: ["science"],
    daysAgo: 1,
    viewedDaysAgo: null,
    paragraphs: [
      "An octopus has around five hundred million neurons, and two thirds of them are not in its head. They are in its arms, which can taste, touch and make small decisions on their own.",
      "That arrangement forces an awkward question about minds. If an arm can solve part of a problem before the brain hears about it, where exactly is the thinking happening?",
      "Biologists are careful not to over-read the evidence, but the octopus is a useful reminder that intelligence evolved more than once, and not always in the shape we expect.",
    ],
    highlights: [
      {
        by: "chloe",
        text: "two thirds of them are not in its head",
        color: "#E0F2FE",
        comments: [
          { by: "dev", text: "Wait, really? That's wild." },
          { by: "chloe", text: "Really. Each arm is almost its own little animal." },
        ],
      },
      { by: "chloe", text: "intelligence evolved more than once", color: "#FEF9C3", comments: [] },
    ],
  },
  {
    // A Japanese essay, so that search in Japanese (学習, 灯台 inside longer words) is there to try.
    owner: "chloe",
    title: "灯台守の学習ノート",
    author: "Chloé Martin",
    url: null,
    folder: null,
    tags: ["science"],
    daysAgo: 2,
    viewedDaysAgo: null,
    paragraphs: [
      "灯台守は毎晩、潮の満ち引きと月の軌道を記録していた。その記録は、機械学習が生まれるずっと前の、人間による学習の記録でもある。",
      "同じ海を何年も見続けると、嵐の前の静けさに気づくようになる。経験とは、繰り返された観察が体に残したものだ。",
    ],
    highlights: [{ by: "chloe", text: "人間による学習の記録でもある", color: "#DCFCE7", comments: [] }],
  },
  {
    owner: "ben",
    title: "Draft: Kitchen Notes",
    author: "Ben Lindqvist",
    url: null,
    folder: null,
    tags: [],
    daysAgo: 15,
    viewedDaysAgo: 14,
    trashed: true,
    paragraphs: [
      "Salt the water more than you think. Rest the meat longer than you want to. Taste everything twice.",
    ],
    highlights: [],
  },
  {
    owner: "dev",
    title: "Notes on Walking to Work",
    author: "Dev Raman",
    url: null,
    folder: null,
    tags: [],
    daysAgo: 12,
    viewedDaysAgo: 5,
    paragraphs: [
      "For a year I walked forty minutes to work instead of taking the bus. I expected to get fitter. I did not expect to get calmer.",
      "The walk became a buffer between home and office, a stretch of time that belonged to nobody. Ideas I had been stuck on for days would loosen somewhere around the bridge.",
    ],
    highlights: [
      {
        by: "dev",
        text: "a stretch of time that belonged to nobody",
        color: "#DCFCE7",
        comments: [{ by: "ada", text: "I want this on a poster." }],
      },
    ],
  },
];
