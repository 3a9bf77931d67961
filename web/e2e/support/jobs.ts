// Runs a scheduled function of the Functions emulator now, as Cloud Scheduler would. A 2nd-gen
// scheduled function is an HTTP function underneath: firebase-tools 14's emulator serves it as
// `{name}-0` and does not run it for a message published to its Pub/Sub topic (it logs
// "Unsupported trigger signature: http"), so the journeys call it over HTTP. The answer comes
// when the run has finished.
const FUNCTIONS_URL = `http://127.0.0.1:5001/${process.env.GCLOUD_PROJECT ?? "demo-spurq"}/us-central1`;

export async function runScheduledJob(name: "rollUpStatistics" | "rankPoints" | "rankTopContributors") {
  const response = await fetch(`${FUNCTIONS_URL}/${name}-0`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
}
