// The Node.js flags every API process runs with (npm start, the benchmarks; docker/Dockerfile
// repeats them). A young generation of 32 MB semi-spaces: with the default 16 MB a busy process
// collected it every few hundred requests, and its scavenges took about 7 % of the API's CPU;
// this measured about 5 % less CPU per reservation create (tools/bench) for some 50 MB per process.
module.exports = { OPCIONES_NODE_API: ['--max-semi-space-size=32'] };
