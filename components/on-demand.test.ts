import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

describe("onDemand", () => {
  it("fetches nothing until asked, then once for every asker, and tells watchers when it arrives", async () => {
    let fetches = 0;
    const demand = onDemand(async () => {
      fetches += 1;
      return { name: "dashboard" };
    });
    const heard: string[] = [];
    demand.subscribe(() => heard.push("arrived"));
    expect([fetches, demand.current()]).toEqual([0, null]);
    const [first, second] = await Promise.all([demand.load(), demand.load()]);
    expect(first).toBe(second);
    expect(fetches).toBe(1);
    expect(demand.current()).toEqual({ name: "dashboard" });
    expect(heard).toEqual(["arrived"]);
    await demand.load();
    expect(fetches).toBe(1);
  });

  it("can be asked again after a lost fetch, and stops telling a watcher that left", async () => {
    let fetches = 0;
    const demand = onDemand(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error("ChunkLoadError: the network went away");
      return "wallet";
    });
    const heard: string[] = [];
    const leave = demand.subscribe(() => heard.push("first"));
    demand.subscribe(() => heard.push("second"));
    await expect(demand.load()).rejects.toThrow("ChunkLoadError");
    expect(demand.current()).toBeNull();
    leave();
    await expect(demand.load()).resolves.toBe("wallet");
    expect(fetches).toBe(2);
    expect(heard).toEqual(["second"]);
  });
});
