require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy* and waitFor wait up to 5 s (1 s by default). A page's first render loads its lazy
// modules (Handsontable, the calendar grid); on a CI machine running several jest workers and
// browser tests on two cores that took over a second, and a spec failed waiting for it.
configure({ asyncUtilTimeout: 5000 });
