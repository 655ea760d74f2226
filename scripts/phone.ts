// npm run phone -- '<wc: link>' [--as alice|bob|…] [--answer approve|reject|silent]: a phone wallet for the local demo,
// on the real WalletKit (mocks/walletconnect/phone-wallet.ts), paired through the local relay that npm start runs.
// It signs with a seeded account's public anvil key and sends to the local chain. While it runs, type a command:
// approve | reject | silent (how it answers the next requests), chain <id> (move to another chain), end (end the
// session), quit.
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { STACK_DIR } from "../mocks/chain/stack-dir";
import { SEED_ACCOUNTS } from "../mocks/oracle/seed-accounts";
import { PhoneWallet, type PhoneAnswer } from "../mocks/walletconnect/phone-wallet";
import { DEFAULT_RELAY_PORT } from "../mocks/walletconnect/relay";
import { LOCAL_CHAIN_ID, LOCAL_RPC_URL } from "../lib/protocol/chains";

const ANSWERS: readonly PhoneAnswer[] = ["approve", "reject", "silent"];

function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const uri = args.find((arg) => arg.startsWith("wc:"));
  const name = (flag(args, "as") ?? "alice").toLowerCase();
  const account = SEED_ACCOUNTS.find((a) => a.name.toLowerCase() === name);
  if (!account) throw new Error(`no seeded account "${name}": use ${SEED_ACCOUNTS.map((a) => a.name).join(", ")}`);
  const answer = flag(args, "answer") ?? "approve";
  if (!ANSWERS.some((a) => a === answer)) throw new Error(`--answer takes ${ANSWERS.join(", ")}`);
  const phone = await PhoneWallet.start({
    relayUrl: `ws://127.0.0.1:${DEFAULT_RELAY_PORT}`,
    rpcUrl: LOCAL_RPC_URL,
    chainId: LOCAL_CHAIN_ID,
    privateKey: account.privateKey,
    storageDir: join(STACK_DIR, `phone-${name}.db`),
    log: (line) => process.stdout.write(`  ${line}\n`),
  });
  phone.answer = answer as PhoneAnswer;
  if (uri) await phone.pair(uri);
  else if (phone.sessions().length === 0)
    throw new Error("give the page's wc: link (Connect Wallet → WalletConnect → Copy to clipboard)");
  process.stdout.write(
    `Demo phone as ${account.name} (${account.address}), answering "${phone.answer}".\n` +
      "Commands: approve | reject | silent | chain <id> | end | quit\n",
  );
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, value] = line.trim().split(/\s+/);
    if (command === "quit") break;
    if (command === "end") await phone.endSessions();
    else if (command === "chain" && value) await phone.switchChain(Number(value));
    else if (ANSWERS.some((a) => a === command)) phone.answer = command as PhoneAnswer;
    else process.stdout.write("Commands: approve | reject | silent | chain <id> | end | quit\n");
    process.stdout.write(`  sessions ${phone.sessions().length}, answering "${phone.answer}"\n`);
  }
  await phone.stop();
  process.exit(0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`npm run phone failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
