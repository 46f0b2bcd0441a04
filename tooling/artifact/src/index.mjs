// @tablogs/artifact: the production artifact of an app in this workspace (make-artifact.mjs).
export { ARTIFACT_SERVER_ARGS } from './compile.mjs';
export { makeProductionArtifact, readArtifactFacts } from './make-artifact.mjs';
export { artifactBytes, COMPILER_PACKAGES, compilerPackages } from './prune.mjs';
