import { RpcGate } from "./rpc-gate";

/** One gate per endpoint for the whole page: every client of the same URL waits behind the same refusals. */
const gates = new Map<string, RpcGate>();

export function gateFor(url: string): RpcGate {
  let gate = gates.get(url);
  if (!gate) {
    gate = new RpcGate();
    gates.set(url, gate);
  }
  return gate;
}
