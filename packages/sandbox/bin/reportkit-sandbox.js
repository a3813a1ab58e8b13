#!/usr/bin/env node
// Runs the built CLI (dist/cli.js); `pnpm build` produces it.
import "../dist/cli.js";
