export { type InstantClock, instantClock } from "./instant-clock.js";
export { jsonResponse } from "./json-response.js";
export { type FetchRecorder, type RecordedRequest, type Reply, recordFetch } from "./record-fetch.js";
