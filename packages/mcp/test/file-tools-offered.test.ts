import { expect, it } from "vitest";
import { connectInProcess, errorDetails } from "./support/in-process.js";

// The server the flags describe, in process: nothing here reaches the service (the refusal comes first).
it("without --allow-dir, the file tools are not offered, even with --allow-writes; a call says which flag offers them", async () => {
  const session = await connectInProcess(
    "2.x",
    ["--toolsets", "all", "--allow-writes", "--yes-destructive"],
    { PATH: process.env.PATH, HOME: "/nonexistent" },
  );
  try {
    const names = (await session.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain("platform_copy_file");
    expect(names).not.toContain("import_file");
    expect(names).not.toContain("export_file");
    const result = await session.callTool("import_file", { path: "x.csv", kind: "Spreadsheet" });
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({ class: "ToolUnavailable" });
    expect(errorDetails(result)?.message).toContain("--allow-dir");
  } finally {
    await session.close();
  }
});
