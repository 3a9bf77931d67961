// The demo accounts of the seed data: every one is friends with every other.
export const DEMO_PASSWORD = "readtogether";

export const DEMO_USERS = [
  {
    uid: "demo-ada",
    username: "ada",
    email: "ada@demo.spurq.test",
    displayName: "Ada Okafor",
    bio: "Reads about cities, maps and the people who draw them.",
  },
  {
    uid: "demo-ben",
    username: "ben",
    email: "ben@demo.spurq.test",
    displayName: "Ben Lindqvist",
    bio: "Software, slow cooking, and long essays on both.",
  },
  {
    uid: "demo-chloe",
    username: "chloe",
    email: "chloe@demo.spurq.test",
    displayName: "Chloé Martin",
    bio: "Science writer. Asks too many questions.",
  },
  { uid: "demo-dev", username: "dev", email: "dev@demo.spurq.test", displayName: "Dev Raman", bio: null },
];
