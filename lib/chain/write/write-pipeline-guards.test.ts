import type { Hash } from "viem";
import { describe, expect, it, vi } from "vitest";
import { holeskyNetwork } from "@/lib/network/holesky";
import type { Proof } from "@/lib/validators/types";
import { describeError } from "../errors/error-catalogue";
import { runPoolWrite, type MinedTransaction, type WriteDeps } from "./write-pipeline";

// Every expected text below is the product's wording written out, never the module's own constants.
const HASH: Hash = `0x${"cd".repeat(32)}`;
const CALL = { to: holeskyNetwork.pool, data: "0x3b7e3a5f0001", value: 0n } as const;
const minedCall = (hash: Hash): MinedTransaction => ({
  status: "success",
  transactionHash: hash,
  to: CALL.to,
  input: CALL.data,
  value: CALL.value,
});
const PROOF: Proof = { proof: [`0x${"ab".repeat(32)}`], indexes: [7, 9], amount: 428_000_000_000_000_000n };

function deps(overrides: Partial<WriteDeps> = {}): WriteDeps {
  return {
    connected: true,
    walletChainId: 17000,
    chainId: 17000,
    chainName: "Holesky",
    bond: holeskyNetwork.bond,
    subscriptionsOpen: true,
    switchChain: vi.fn(async () => undefined),
    validateRegistration: vi.fn(async () => null),
    inFlight: vi.fn(() => undefined),
    submit: vi.fn(async () => ({ hash: HASH, call: CALL })),
    onSent: vi.fn(),
    readProposal: vi.fn(async () => ({ kind: "waiting" as const, confirmations: null })),
    waitForReceipt: vi.fn(async (hash: Hash) => minedCall(hash)),
    ...overrides,
  };
}

describe("write pipeline guards", () => {
  it("sends requestExit through the pipeline and reports its success text", async () => {
    const d = deps();
    await expect(runPoolWrite({ action: "requestExit", indexes: [1009] }, d)).resolves.toEqual({
      kind: "success",
      message: "Successfully Requested Exit",
      hash: HASH,
    });
    expect(d.submit).toHaveBeenCalledWith({ action: "requestExit", indexes: [1009] });
    expect(d.waitForReceipt).toHaveBeenCalledWith(HASH);
    expect(d.validateRegistration).not.toHaveBeenCalled();
  });

  it("sends no exit request for an empty selection", async () => {
    const d = deps();
    await expect(runPoolWrite({ action: "requestExit", indexes: [] }, d)).resolves.toEqual({ kind: "silent" });
    expect(d.submit).not.toHaveBeenCalled();
  });

  it("subscribes only after the API validation, with the selected indexes", async () => {
    const d = deps();
    await expect(runPoolWrite({ action: "registerBulk", indexes: [401, 402] }, d)).resolves.toEqual({
      kind: "success",
      message: "Successfully Subscribed Validators",
      hash: HASH,
    });
    expect(d.validateRegistration).toHaveBeenCalledWith([401, 402]);
  });

  it.each([
    ["withdrawRewards", "Successfully Claimed Rewards"],
    ["withdrawStake", "Successfully Withdrawn Bond"],
  ] as const)("%s skips the registration check", async (action, text) => {
    const d = deps();
    await expect(runPoolWrite({ action, proof: PROOF }, d)).resolves.toMatchObject({ kind: "success", message: text });
    expect(d.validateRegistration).not.toHaveBeenCalled();
  });

  it("adds bond without the registration check", async () => {
    const d = deps();
    await expect(runPoolWrite({ action: "addStake", index: 3, stake: 0n }, d)).resolves.toMatchObject({
      kind: "success",
      message: "Successfully Added Bond",
    });
    expect(d.validateRegistration).not.toHaveBeenCalled();
  });

  it("asks for no chain switch when the wallet is already on the right chain", async () => {
    const d = deps();
    await runPoolWrite({ action: "withdrawRewards", proof: PROOF }, d);
    expect(d.switchChain).not.toHaveBeenCalled();
    expect(d.submit).toHaveBeenCalledOnce();
  });

  it("names the chain when the wallet refuses to switch", async () => {
    const d = deps({
      walletChainId: 1,
      switchChain: vi.fn(async () => Promise.reject(new Error("Unrecognized chain"))),
    });
    await expect(runPoolWrite({ action: "withdrawRewards", proof: PROOF }, d)).resolves.toEqual({
      kind: "failure",
      message: "Please switch your wallet to Holesky to continue.",
    });
  });

  it("asks a disconnected user to connect", async () => {
    await expect(runPoolWrite({ action: "requestExit", indexes: [1] }, deps({ connected: false }))).resolves.toEqual({
      kind: "failure",
      message: "Please connect your wallet first.",
    });
  });

  it("refuses add bond once the bond is reached, in the product's words", async () => {
    await expect(
      runPoolWrite({ action: "addStake", index: 3, stake: 50_000_000_000_000_000n }, deps()),
    ).resolves.toEqual({ kind: "failure", message: "Bond is already reached" });
  });

  it("refuses to subscribe while subscriptions are closed, in the product's words (typo included)", async () => {
    await expect(
      runPoolWrite({ action: "registerBulk", indexes: [1] }, deps({ subscriptionsOpen: false })),
    ).resolves.toEqual({
      kind: "failure",
      message: "We are sorry the Protocol is being Depracated, Subscriptions are not available",
    });
  });

  it("never throws on a rejection that is a plain string", async () => {
    const d = deps({ submit: vi.fn(async () => Promise.reject("boom")) });
    await expect(runPoolWrite({ action: "requestExit", indexes: [1] }, d)).resolves.toEqual({
      kind: "failure",
      message: "Error: Unknown error",
      errorName: undefined,
    });
  });
});

describe("describeError on values that are not errors", () => {
  it.each([
    ["a plain string", "boom"],
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["an empty object", {}],
  ])("%s gives the generic text", (_name, value) => {
    expect(describeError(value, "requestExit")).toBe("Error: Unknown error");
  });

  it("keeps only the first line of an error's message", () => {
    expect(describeError(new Error("nonce too low\nat line 2"), "requestExit")).toBe("Error: nonce too low");
  });
});
