export * from "./accounts";
export { DEFAULT_ANVIL_PORT, findFreePort, startAnvil, type AnvilHandle, type StartAnvilOptions } from "./anvil";
export { buildContracts, readArtifact, withBuildLock, type ContractArtifact, type ContractName } from "./artifacts";
export {
  deployContracts,
  LOCAL_DEPLOYMENT_PATH,
  serializeDeployment,
  writeDeployment,
  type LocalDeployment,
} from "./deploy-contracts";
