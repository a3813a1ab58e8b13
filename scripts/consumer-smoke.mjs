// What users install is what CI tests: packs every public package with pnpm (workspace:* becomes a
// version), installs the tarballs with npm into one fresh project outside the monorepo, and uses them as a
// user would. One line per check; exits non-zero when any check fails. Needs `pnpm build` first.
//
// What only it proves (the rest is unit-tested in process): the tarballs' contents and metadata, that they
// install on this Node (engine-strict), the bins npm links from them, strict TypeScript over their .d.ts
// as a consumer compiles them, a browser bundle of the installed SDK, publint and attw over each tarball.
// Cost, on 2 cores where every CPU second counts: one `pnpm -r pack` for all packages, npm installs that
// prefer the npm cache, the pinned tools installed once (no `npx` per check), one tsc program per module
// resolution. Each line prints its wall ms and the CPU seconds it took (this process and its children).
//
//   node scripts/consumer-smoke.mjs
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { metadataProblems, publicPackages, repoRoot } from "./packages.mjs";

const PNPM = "pnpm@10.34.9";
const TYPESCRIPT = "typescript@5.9.3";
const ESBUILD = "esbuild@0.25.12";
const PUBLINT = "publint@0.3.25";
const ATTW = "@arethetypeswrong/cli@0.18.5";

/** CPU seconds of this process and of the children it waited for (Linux; 0 elsewhere). */
function cpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // utime, stime, cutime, cstime: fields 14-17 of proc(5), in clock ticks (100 per second on Linux).
    return fields.slice(11, 15).reduce((total, ticks) => total + Number(ticks), 0) / 100;
  } catch {
    return 0;
  }
}

const results = [];
async function check(name, run) {
  const started = Date.now();
  const cpu = cpuSeconds();
  try {
    const detail = await run();
    results.push({ name, ok: true });
    const cost = `${Date.now() - started} ms, ${(cpuSeconds() - cpu).toFixed(1)} CPU s`;
    console.log(`consumer: ok   ${name}${detail ? ` (${detail})` : ""} [${cost}]`);
  } catch (error) {
    results.push({ name, ok: false });
    const output = [error.stdout, error.stderr, error.message].filter(Boolean).join("\n").trim();
    console.log(`consumer: FAIL ${name}\n${output.split("\n").slice(0, 40).join("\n")}`);
  }
}

const run = (command, args, cwd, env = {}) =>
  execFileSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });

/** `run`, started now and awaited later: the checks after it run beside it. Rejects as `run` throws. */
const runBeside = (command, args, cwd, env = {}) =>
  new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(Object.assign(error, { stdout, stderr })) : resolve(stdout)),
    );
  });

const work = mkdtempSync(join(tmpdir(), "reportkit-consumer-"));
const tarballs = join(work, "tarballs");
mkdirSync(tarballs);
try {
  const packages = publicPackages();
  await check(`pnpm pack ${packages.length} public packages`, () => {
    // One pnpm for all of them (`-r` over a filter of the public packages): each one's prepack guard runs.
    const filters = packages.map((p) => `--filter=${p.name}`);
    run("npx", ["--yes", PNPM, "-r", ...filters, "pack", "--pack-destination", tarballs], repoRoot);
    if (readdirSync(tarballs).length !== packages.length) {
      throw new Error(`${readdirSync(tarballs).length} tarballs for ${packages.length} packages`);
    }
    const packed = readdirSync(tarballs);
    for (const file of packed) {
      const manifest = run("tar", ["-xOzf", join(tarballs, file), "package/package.json"], work);
      if (manifest.includes("workspace:")) throw new Error(`${file} still has workspace: specifiers`);
    }
    return packed.join(", ");
  });
  const tarballOf = (name) => {
    const stem = name.replace("@", "").replace("/", "-");
    const file = readdirSync(tarballs).find(
      (f) => f.startsWith(`${stem}-`) && /-\d+\.\d+\.\d+.*\.tgz$/.test(f),
    );
    if (!file) throw new Error(`no tarball for ${name}`);
    return join(tarballs, file);
  };

  await check(
    `tarball contents: LICENSE, README.md, repository/homepage/bugs/keywords in ${packages.length} tarballs`,
    () => {
      const license = readFileSync(join(repoRoot, "LICENSE"), "utf8");
      for (const pkg of packages) {
        const tarball = tarballOf(pkg.name);
        const files = run("tar", ["-tzf", tarball], work).split("\n");
        for (const wanted of ["package/LICENSE", "package/README.md", "package/package.json"]) {
          if (!files.includes(wanted)) throw new Error(`${pkg.name}: the tarball has no ${wanted.slice(8)}`);
        }
        if (run("tar", ["-xOzf", tarball, "package/LICENSE"], work) !== license) {
          throw new Error(`${pkg.name}: the packed LICENSE differs from the root LICENSE`);
        }
        const manifest = JSON.parse(run("tar", ["-xOzf", tarball, "package/package.json"], work));
        const problems = metadataProblems(manifest, relative(repoRoot, pkg.dir));
        if (problems.length > 0) throw new Error(`${pkg.name}: ${problems.join("; ")}`);
      }
    },
  );

  // One fresh project outside the monorepo, installed from the tarballs alone, engine-strict on this Node.
  const app = join(work, "app");
  mkdirSync(app);
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({ name: "reportkit-consumer", private: true, type: "module" }, null, 2),
  );
  const install = (...flags) =>
    run(
      "npm",
      [
        "install",
        ...flags,
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        ...packages.map((p) => tarballOf(p.name)),
        TYPESCRIPT,
        ESBUILD,
      ],
      app,
    );
  await check(`npm install --engine-strict of the tarballs on Node ${process.versions.node}`, () =>
    install("--engine-strict").trim(),
  );
  // Without it the checks below still run (the failure above is already counted).
  if (!results.at(-1).ok) install();

  // The MCP package's end-to-end file, pointed at the installed server instead of the built one:
  // discovery, selections, typed errors, confirmations and the secret scan, as a host meets them. The
  // longest check (about a minute of a quiet machine), so it starts now, runs beside the checks below
  // (nothing below changes the installed packages) and is reported last.
  const officialClients = runBeside(
    "npx",
    ["vitest", "run", "test/e2e/official-clients.test.ts", "--reporter=dot"],
    join(repoRoot, "packages", "mcp"),
    {
      REPORTKIT_MCP_BIN: join(app, "node_modules", "@reportkit", "mcp", "dist", "reportkit-mcp.js"),
      NO_COLOR: "1",
    },
  );
  officialClients.catch(() => {}); // its failure is reported by its check, below

  await check("ESM: a real call against the installed sandbox over HTTP", () => {
    writeFileSync(
      join(app, "esm.mjs"),
      `import { startSandbox } from "@reportkit/sandbox";
import { ApiError, copyFiles, createReportkit, paginate } from "@reportkit/sdk";
const sandbox = await startSandbox();
try {
  const rk = createReportkit({
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    urls: sandbox.urls,
    env: false,
    throwOnError: true,
  });
  const { organizationId, workspaceId } = sandbox.demo;
  let count = 0;
  for await (const _ of paginate(rk.platform, "/organizations/{organizationId}/workspaces/{workspaceId}/activities", {
    params: { path: { organizationId, workspaceId } },
  })) count++;
  const users = await rk.chains.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 10 } } });
  // copyFiles loads its code at its first call (its own chunk of dist/): the error it ends with is
  // still an instance of this entry's ApiError.
  const [missing] = await copyFiles(rk, ["no-such-file"]);
  if (missing.ok || !(missing.error instanceof ApiError)) throw new Error("copyFiles: " + missing.error);
  console.log(count + " activities, " + users.data.data.length + " users, copyFiles " + missing.error.status);
} finally {
  await sandbox.close();
}
`,
    );
    return run("node", ["esm.mjs"], app).trim();
  });

  await check("@reportkit/sdk/node without undici installed: a file imported by path", () => {
    writeFileSync(join(app, "budget.csv"), "Region,Revenue\nNorth,1250.5\n");
    writeFileSync(
      join(app, "node-entry.mjs"),
      `import { startSandbox } from "@reportkit/sandbox";
import { createReportkit } from "@reportkit/sdk";
import { createUndiciFetch, importFile } from "@reportkit/sdk/node";
let undici = true;
try { await import("undici"); } catch { undici = false; }
if (undici) throw new Error("undici is installed in the consumer project: this check needs it absent");
const sandbox = await startSandbox();
try {
  const { clientId, clientSecret } = sandbox.credentials;
  const rk = createReportkit({ clientId, clientSecret, urls: sandbox.urls, env: false, throwOnError: true });
  const { files } = await importFile(rk, "./budget.csv", { kind: "Spreadsheet", wait: { minIntervalMs: 50 } });
  const missing = await createUndiciFetch()(sandbox.urls.platform, { method: "GET" }).catch((e) => e);
  if (!String(missing?.message).includes("npm install undici")) throw new Error("no clear undici error: " + missing);
  console.log("imported " + files.length + " file(s) without undici");
} finally {
  await sandbox.close();
}
`,
    );
    return run("node", ["node-entry.mjs"], app).trim();
  });

  // The command line from its tarball: the bin npm linked, its help, a sample of the generated commands' help,
  // and a real paged call against the installed sandbox.
  const reportkit = join(app, "node_modules", ".bin", "reportkit");
  await check("reportkit --version and --help from the installed bin", () => {
    const version = run(reportkit, ["--version"], app).trim();
    const help = run(reportkit, ["--help"], app);
    if (!help.includes("Usage: reportkit") || !help.includes("Exit codes:")) throw new Error(help);
    return `reportkit ${version}`;
  });

  // From the installed bin, a sample: each API group's help and a fixed sample of its commands (first,
  // last and evenly spaced, aliases included). That every command's help renders is checked in process,
  // over the whole completion table (packages/cli/test/completion.test.ts): here, only what the packed bin
  // can break (its bundle, its generated tables shipped, its node_modules) at a cost that does not grow
  // with the specs (145 spawned commands took 125 s).
  await check(
    "reportkit: --help of each API group and a sample of its generated commands (from the completion table)",
    () => {
      writeFileSync(
        join(app, "cli-help.mjs"),
        `import { execFile } from "node:child_process";
const run = (args) => new Promise((resolve, reject) => execFile(${JSON.stringify(reportkit)}, args, (error, stdout) => (error ? reject(new Error(args.join(" ") + ": " + error.message)) : resolve(stdout))));
const script = await run(["completion", "bash"]);
const commands = [...script.matchAll(/^\\s*'((?:platform|prep|chains|processes-preview) [a-z-]+)'\\) echo '([^']*)'/gm)]
  .flatMap(([, path, words]) => words.split(" ").filter((w) => !w.startsWith("-")).map((action) => [...path.split(" "), action]));
if (commands.length < 50) throw new Error("only " + commands.length + " commands in the completion table");
const apis = [...new Set(commands.map((args) => args[0]))];
if (apis.length < 4) throw new Error("only the APIs " + apis.join(", ") + " in the completion table");
const PER_API = 4;
const sample = apis.flatMap((api) => {
  const own = commands.filter((args) => args[0] === api).sort((a, b) => a.join(" ").localeCompare(b.join(" ")));
  const picks = new Set([0, own.length - 1, ...Array.from({ length: PER_API - 2 }, (_, i) => Math.round(((i + 1) * (own.length - 1)) / (PER_API - 1)))]);
  return [...picks].map((i) => own[i]);
});
for (const api of apis) {
  const help = await run([api, "--help"]);
  if (!help.includes("Usage: reportkit " + api)) throw new Error(api + ": " + help);
}
for (let i = 0; i < sample.length; i += 2) {
  await Promise.all(sample.slice(i, i + 2).map(async (args) => {
    const help = await run([...args, "--help"]);
    if (!help.includes("Usage: reportkit " + args.slice(0, 2).join(" ")) || !help.includes("Request:")) throw new Error(args.join(" ") + ": " + help);
  }));
}
console.log(apis.length + " groups and " + sample.length + " of " + commands.length + " commands (aliases included)");
`,
      );
      return run("node", ["cli-help.mjs"], app).trim();
    },
  );

  await check("reportkit api GET /v1/security/users --paginate against the installed sandbox", () => {
    writeFileSync(
      join(app, "cli-call.mjs"),
      `import { execFile } from "node:child_process";
import { startSandbox } from "@reportkit/sandbox";
const sandbox = await startSandbox();
try {
  const env = { ...process.env, REPORTKIT_CLIENT_ID: sandbox.credentials.clientId, REPORTKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
    REPORTKIT_AUTH_URL: sandbox.urls.auth, REPORTKIT_PLATFORM_URL: sandbox.urls.platform, REPORTKIT_PREP_URL: sandbox.urls.prep, REPORTKIT_CHAINS_URL: sandbox.urls.chains };
  const stdout = await new Promise((resolve, reject) => execFile(${JSON.stringify(reportkit)}, ["api", "GET", "/v1/security/users", "--paginate", "--jsonl"], { env }, (error, out, err) => (error ? reject(new Error(err)) : resolve(out))));
  console.log(stdout.trim().split("\\n").length + " users");
} finally {
  await sandbox.close();
}
`,
    );
    return run("node", ["cli-call.mjs"], app).trim();
  });

  await check(
    "reportkit-mcp from its tarball: starts over stdio and lists its tools (plain JSON-RPC)",
    () => {
      writeFileSync(
        join(app, "mcp.mjs"),
        `import { spawn } from "node:child_process";
const server = spawn("node_modules/.bin/reportkit-mcp", [], { stdio: ["pipe", "pipe", "inherit"], env: { PATH: process.env.PATH, HOME: process.cwd() } });
const timer = setTimeout(() => { server.kill(); console.error("no tools/list answer within 20 s"); process.exit(1); }, 20_000);
const send = (message) => server.stdin.write(JSON.stringify({ jsonrpc: "2.0", ...message }) + "\\n");
let buffer = "";
server.stdout.on("data", (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf("\\n")) >= 0) {
    const message = JSON.parse(buffer.slice(0, newline));
    buffer = buffer.slice(newline + 1);
    if (message.id === 1) {
      send({ method: "notifications/initialized" });
      send({ id: 2, method: "tools/list", params: {} });
    } else if (message.id === 2) {
      const names = message.result.tools.map((tool) => tool.name);
      // The default list: the discovery path (every operation reachable through it), no operation tool.
      if (!names.includes("find_operations") || !names.includes("call_operation") || names.includes("platform_copy_file")) throw new Error("unexpected tools: " + names);
      console.log(message.result.tools.length + " tools, " + message.result.tools.filter((t) => t.annotations?.readOnlyHint).length + " read-only");
      clearTimeout(timer);
      server.stdin.end();
    }
  }
});
send({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "consumer-smoke", version: "1" } } });
`,
      );
      return run("node", ["mcp.mjs"], app).trim();
    },
  );

  await check(`require() of every package on Node ${process.versions.node}`, () => {
    const names = packages.map((p) => p.name);
    writeFileSync(
      join(app, "require.cjs"),
      `for (const name of ${JSON.stringify(names)}) { const m = require(name); if (!Object.keys(m).length) throw new Error(name + " exports nothing"); }\nconsole.log("required ${names.length}");\n`,
    );
    return run("node", ["require.cjs"], app).trim();
  });

  for (const moduleResolution of ["NodeNext", "Bundler"]) {
    await check(
      `tsc strict, moduleResolution ${moduleResolution}, customConditions ["source"]: a good file compiles, a bad one does not`,
      () => {
        const dir = join(app, `ts-${moduleResolution}`);
        mkdirSync(dir);
        const compilerOptions = {
          strict: true,
          noEmit: true,
          // The packages' .d.ts are checked in full once, under NodeNext (the stricter resolution: an
          // extensionless or unlisted import in a .d.ts fails there); Bundler checks what differs, how the
          // imports resolve and that bad.ts still fails (a .d.ts resolving to \`any\` would let it compile).
          skipLibCheck: moduleResolution !== "NodeNext",
          target: "ES2022",
          module: moduleResolution === "NodeNext" ? "NodeNext" : "ESNext",
          moduleResolution,
          lib: ["ES2022", "DOM"],
          types: [],
          // A common monorepo setting: it must not make the published packages resolve to raw sources.
          customConditions: ["source"],
        };
        // One program over both files (the packages' .d.ts checked once, not once per file): it must fail,
        // and only on bad.ts's misspelled key; an error anywhere else (good.ts, a .d.ts) fails the check.
        writeFileSync(
          join(dir, "tsconfig.json"),
          JSON.stringify({ compilerOptions, include: ["good.ts", "bad.ts"] }),
        );
        const header = `import { createReportkit } from "@reportkit/sdk";\nconst rk = createReportkit({ region: "eu", clientId: "id", clientSecret: "secret", throwOnError: true });\nexport const fileId = { params: { path: { fileId: "f" } } };\n`;
        writeFileSync(
          join(dir, "good.ts"),
          `${header}const file = { name: "Q3 report", kind: "Document", type: null, container: null, template: false };\nexport const renamed = rk.platform.PUT("/files/{fileId}", { ...fileId, body: file });\n`,
        );
        writeFileSync(
          join(dir, "bad.ts"),
          `${header}const file = { name: "Q3 report", kind: "Document", type: null, container: null, template: false };\nexport const renamed = rk.platform.PUT("/files/{fileId}", { ...fileId, body: { ...file, colour: "red" } });\n`,
        );
        const tsc = join(app, "node_modules", "typescript", "bin", "tsc");
        const compiled = spawnSync("node", [tsc, "-p", "tsconfig.json", "--pretty", "false"], {
          cwd: dir,
          encoding: "utf8",
        });
        if (compiled.status === 0) throw new Error("bad.ts compiled: a misspelled body key was accepted");
        const errors = compiled.stdout.split("\n").filter((line) => /error TS\d+/.test(line));
        // The strict client types an undeclared body key as `never`: that error, and no other.
        const expected = /^bad\.ts\(5,\d+\): error TS2322: Type 'string' is not assignable to type 'never'/;
        if (errors.length !== 1 || !expected.test(errors[0])) {
          throw new Error(
            `good.ts or the packages' types fail, or bad.ts for another reason:\n${compiled.stdout}`,
          );
        }
      },
    );
  }

  await check("esbuild browser bundle of the SDK: no Node built-ins", () => {
    writeFileSync(
      join(app, "browser.mjs"),
      `import { createReportkit, paginate, wait } from "@reportkit/sdk";\nexport { createReportkit, paginate, wait };\n`,
    );
    // platform "browser" fails the build on any Node built-in that reaches the bundle.
    const build = `require("esbuild").buildSync({ entryPoints: ["browser.mjs"], bundle: true, platform: "browser", format: "esm", minify: true, outfile: "out.js", logLevel: "error" })`;
    run("node", ["-e", build], app);
    const bundle = readFileSync(join(app, "out.js"), "utf8");
    if (/\bfrom\s*"node:|require\("node:/.test(bundle)) throw new Error("the bundle imports node: modules");
    return `${Math.round(bundle.length / 1024)} kB minified`;
  });

  for (const runtime of ["bun", "deno"]) {
    const found = spawnSync(runtime, ["--version"], { encoding: "utf8" });
    if (found.status === 0) {
      await check(`ESM smoke under ${runtime}`, () =>
        run(runtime, runtime === "deno" ? ["run", "-A", "esm.mjs"] : ["esm.mjs"], app).trim(),
      );
    } else {
      // Their npm packages download a binary at install, which these machines do not allow.
      console.log(`consumer: skip ESM smoke under ${runtime} (not installed on this machine)`);
    }
  }

  // The pinned tools, installed once beside the project (not in it: the project holds only what a user
  // installs); publint runs its bin per tarball, attw once over every tarball through its own API.
  const tools = join(work, "tools");
  mkdirSync(tools);
  writeFileSync(join(tools, "package.json"), JSON.stringify({ private: true, type: "module" }));
  const toolsInstalled = (() => {
    try {
      run(
        "npm",
        ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", PUBLINT, ATTW],
        tools,
      );
      return true;
    } catch (error) {
      console.log(`consumer: FAIL npm install ${PUBLINT} ${ATTW}\n${error.stderr ?? error.message}`);
      return false;
    }
  })();
  // Profile esm-only: the packages are ESM only (stated in each README). node10 resolution and CJS
  // `import()`-less consumers are out of scope; `require()` works on Node >= 20.19 (checked above).
  // The CLI's own exit rule and table (its exported internals), for every tarball in one process: what
  // `attw --profile esm-only --format table-flipped <tarball>` exits with and prints, TypeScript loaded once.
  writeFileSync(
    join(tools, "attw.mjs"),
    `import { readFileSync } from "node:fs";
import { checkPackage, createPackageFromTarballData } from "@arethetypeswrong/core";
import { getExitCode } from "@arethetypeswrong/cli/internal/getExitCode";
import { typed, untyped } from "@arethetypeswrong/cli/internal/render";
const opts = { ignoreRules: [], ignoreResolutions: ["node10", "node16-cjs"], format: "table-flipped", emoji: false };
const results = {};
for (const tarball of process.argv.slice(2)) {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))));
  const exitCode = getExitCode(analysis, opts);
  results[tarball] = { exitCode, table: exitCode ? (analysis.types ? await typed(analysis, opts) : untyped(analysis)) : "" };
}
console.log(JSON.stringify(results));
`,
  );
  let attw;
  const attwResults = () => {
    attw ??= JSON.parse(
      run("node", ["attw.mjs", ...packages.map((p) => tarballOf(p.name))], tools, { NO_COLOR: "1" }),
    );
    return attw;
  };
  const publint = join(tools, "node_modules", ".bin", "publint");
  for (const pkg of packages) {
    await check(`publint ${pkg.name}`, () => {
      if (!toolsInstalled) throw new Error(`${PUBLINT} is not installed`);
      return run(publint, ["--strict", tarballOf(pkg.name)], app)
        .trim()
        .split("\n")
        .at(-1);
    });
    await check(`attw --profile esm-only ${pkg.name}`, () => {
      if (!toolsInstalled) throw new Error(`${ATTW} is not installed`);
      const { exitCode, table } = attwResults()[tarballOf(pkg.name)];
      if (exitCode !== 0) throw new Error(`attw exits ${exitCode}:\n${table}`);
    });
  }

  await check(
    "reportkit-mcp from its tarball, driven by the official 1.x and 2.x clients over stdio and HTTP (beside the checks above)",
    async () => /Tests\s+(\d+ passed)/.exec(await officialClients)?.[1] ?? "",
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok);
// One line per tool over every tarball, for the test output's summary.
for (const [label, prefix] of [
  ["publint --strict", "publint "],
  ["attw --profile esm-only", "attw "],
]) {
  const of = results.filter((r) => r.name.startsWith(prefix));
  const bad = of.filter((r) => !r.ok).map((r) => r.name.split(" ").at(-1));
  console.log(
    `${label}: ${of.length - bad.length}/${of.length} tarballs clean${bad.length ? ` (failed: ${bad.join(", ")})` : ""}`,
  );
}
console.log(
  `consumer: ${results.length - failed.length}/${results.length} checks passed (${relative(repoRoot, process.cwd()) || "."})`,
);
process.exit(failed.length ? 1 : 0);
