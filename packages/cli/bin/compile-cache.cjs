'use strict';
// V8's compiled code of fwc and its dependencies (TypeScript's compiler alone is 9 MB of
// JavaScript), kept between fwc runs: compiling them is about a tenth of a small build. Node.js
// 22.1 and newer keep compiled code themselves (module.enableCompileCache); on Node.js 20 this
// file does the same for the CommonJS modules fwc's main thread loads: each is compiled with the
// code V8 kept from an earlier run, and at exit what this run compiled anew is saved. V8 checks
// that the code matches the source and its flags and ignores it otherwise, so a stale file costs
// one normal compile. The folder is the user's own (fw-compile-cache-<uid> in the temporary
// directory, mode 700, used only when it is theirs alone). FW_NO_COMPILE_CACHE=1 turns it off.
var Module = require('node:module');

function enable() {
  if (process.env.FW_NO_COMPILE_CACHE === '1') return;
  if (typeof Module.enableCompileCache === 'function') {
    try {
      Module.enableCompileCache();
    } catch (_) {
      // Only a speed-up: a folder that cannot be written leaves compiling as it was.
    }
    return;
  }
  // Node.js reads a module's source map as it compiles it; kept code would leave it out.
  if (process.sourceMapsEnabled === true) return;
  var vm = require('node:vm');
  var fs = require('node:fs');
  var os = require('node:os');
  var path = require('node:path');
  var crypto = require('node:crypto');
  var uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  var dir = path.join(os.tmpdir(), 'fw-compile-cache' + (uid === undefined ? '' : '-' + uid));
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 448 });
    var stat = fs.statSync(dir);
    // Code from a folder someone else can write would be run as this user's: not used.
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 63) !== 0)) return;
  } catch (_) {
    return;
  }
  var prefix = process.version + '-' + process.arch + '-';
  var compile = Module.prototype._compile;
  var pending = [];
  Module.prototype._compile = function (content, filename) {
    // A module that may call import() is compiled as usual: on Node.js 20 a script made from kept
    // code has no import() (typescript.js has the word only in its messages).
    if (content.indexOf('import(') !== -1 && !/[\\/]typescript[\\/]lib[\\/]typescript\.js$/.test(filename))
      return compile.call(this, content, filename);
    var file = path.join(dir, prefix + crypto.createHash('sha256').update(filename).digest('hex').slice(0, 32));
    var cachedData = read(file);
    var script;
    try {
      // A first line #! stays a line (an empty one), so that positions in stacks do not move.
      script = new vm.Script(Module.wrap(content.charCodeAt(0) === 35 ? content.replace(/^#!.*/, '') : content), {
        filename: filename,
        cachedData: cachedData,
      });
    } catch (_) {
      return compile.call(this, content, filename);
    }
    if (cachedData === undefined || script.cachedDataRejected === true) pending.push({ file: file, script: script });
    var mod = this;
    var require = function (id) {
      return mod.require(id);
    };
    require.resolve = function (request, options) {
      return Module._resolveFilename(request, mod, false, options);
    };
    require.resolve.paths = function (request) {
      return Module._resolveLookupPaths(request, mod);
    };
    require.main = process.mainModule;
    require.extensions = Module._extensions;
    require.cache = Module._cache;
    return script
      .runInThisContext({ displayErrors: true })
      .call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  // A kept file is the SHA-256 of the code, then the code: a file damaged on disk is not given to
  // V8, which checks only that the code belongs to the source and flags.
  function digest(data) {
    return crypto.createHash('sha256').update(data).digest();
  }
  function read(file) {
    try {
      var kept = fs.readFileSync(file);
      var data = kept.subarray(32);
      return kept.length > 32 && digest(data).equals(kept.subarray(0, 32)) ? data : undefined;
    } catch (_) {
      return undefined;
    }
  }
  process.once('exit', function () {
    for (var i = 0; i < pending.length; i++) {
      var temp = '';
      try {
        // Written beside and renamed: a process reading it at the same time sees all or nothing.
        temp = pending[i].file + '.' + process.pid;
        var data = pending[i].script.createCachedData();
        fs.writeFileSync(temp, Buffer.concat([digest(data), data]));
        fs.renameSync(temp, pending[i].file);
      } catch (_) {
        // Only a speed-up; a half-written file is not left behind.
        try {
          fs.unlinkSync(temp);
        } catch (_) {
          // not there
        }
      }
    }
  });
}

module.exports = { enable: enable };
