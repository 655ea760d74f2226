import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { ANVIL_ACCOUNTS, ANVIL_MNEMONIC, DEPLOYER, OPERATORS, SAFE_OWNER_ACCOUNTS, USERS } from "./accounts";

describe("anvil accounts", () => {
  it.each(ANVIL_ACCOUNTS.map((account, i) => [i, account] as const))(
    "account %i: key, address and mnemonic agree",
    (i, account) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
      expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: i }).address).toBe(account.address);
    },
  );

  it.each(SAFE_OWNER_ACCOUNTS.map((account, i) => [i + 10, account] as const))(
    "Safe owner, account %i of the mnemonic: key, address and mnemonic agree",
    (i, account) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
      expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: i }).address).toBe(account.address);
    },
  );

  it("splits roles without overlap: deployer 0, operators 1-3, users 4-9", () => {
    expect(DEPLOYER.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(OPERATORS.map((o) => o.address)).toEqual(ANVIL_ACCOUNTS.slice(1, 4).map((a) => a.address));
    expect(USERS).toHaveLength(6);
    const all = [DEPLOYER, ...OPERATORS, ...USERS].map((a) => a.address);
    expect(new Set(all).size).toBe(ANVIL_ACCOUNTS.length);
  });
});
