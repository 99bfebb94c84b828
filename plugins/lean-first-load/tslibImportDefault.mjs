// The one tslib helper @docusaurus/utils-common calls (tests/unit/leanFirstLoad.test.ts checks that it
// stays the only one). Required from CommonJS, tslib itself comes whole, every helper included;
// through this module, only the helper named here does.
export {__importDefault} from 'tslib';
