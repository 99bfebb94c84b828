// Docusaurus builds with SWC (experimental_faster); this file serves tools that still read Babel config.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
