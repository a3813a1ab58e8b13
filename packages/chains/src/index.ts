export * from "./generated/client.gen.js";
