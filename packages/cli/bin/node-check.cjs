'use strict';
// Which Node.js versions fwc runs on, checked by bin/fwc.cjs before anything else loads. fwc's
// transformer loads @fw/runtime, an ES module, with require(), which Node.js does without a flag
// from 20.19 on the 20 line and from 22.12 on. Older versions would stop with ERR_REQUIRE_ESM;
// they get one line naming the version instead. This file uses no syntax newer than ES5, so any
// Node.js can read it.

/** The versions that work, as package.json's engines field writes them. */
var SUPPORTED = '^20.19.0 || >=22.12.0';

/**
 * Why fwc cannot run on Node.js `version` (such as "18.20.4" or "v22.3.0"), or null when it can.
 *
 * @example nodeVersionProblem('18.20.4') // 'fwc needs Node.js 20.19 or newer (22.12 or newer on the 22 line); this is Node.js 18.20.4. ...'
 */
function nodeVersionProblem(version) {
  var text = String(version).replace(/^v/, '');
  var match = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (match === null) return null; // an unusual build: let it try
  var major = Number(match[1]);
  var minor = Number(match[2]);
  var ok = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23;
  if (ok) return null;
  return (
    'fwc needs Node.js 20.19 or newer (22.12 or newer on the 22 line); this is Node.js ' +
    text +
    '. Install a current Node.js LTS and run fwc again.'
  );
}

module.exports = { nodeVersionProblem: nodeVersionProblem, SUPPORTED: SUPPORTED };
