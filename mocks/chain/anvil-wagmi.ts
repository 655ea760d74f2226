import { createConfig, custom, type ResolvedRegister, type WagmiProviderProps } from "wagmi";
import { anvilAt } from "@/lib/protocol/chains";

/**
 * WagmiProvider's props for one anvil chain (31337) whose transport answers from `answers` by method (null for the
 * rest, eth_chainId always) and writes each method asked into `asked`: for the tests of the wagmi stand-ins (lib/browser/).
 */
export function anvilProviderProps(asked: string[], answers: Record<string, unknown>): WagmiProviderProps {
  const config = createConfig({
    chains: [anvilAt("http://127.0.0.1:8545")],
    transports: {
      31337: custom({
        request: async ({ method }: { method: string }) => {
          asked.push(method);
          if (method === "eth_chainId") return "0x7a69";
          return answers[method] ?? null;
        },
      }),
    },
  });
  return { config: config as unknown as ResolvedRegister["config"] };
}
