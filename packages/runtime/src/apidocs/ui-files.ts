/** The swagger-ui-dist files the docs page serves in local mode, and where a bundle keeps them: data only. */

/** The folder beside a bundle that holds its copy of the swagger-ui-dist files. */
export const SWAGGER_UI_DIR = 'swagger-ui-dist';

const CSS = 'text/css; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const PNG = 'image/png';

/** The swagger-ui-dist files served in local mode, with their content types: the only files the docs page ever reads. */
export const LOCAL_FILES: readonly (readonly [name: string, type: string])[] = [
  ['swagger-ui.css', CSS],
  ['index.css', CSS],
  ['swagger-ui-bundle.js', JS],
  ['swagger-ui-standalone-preset.js', JS],
  ['favicon-32x32.png', PNG],
  ['favicon-16x16.png', PNG],
];

/** The swagger-ui-dist files `assets: 'local'` serves (with package.json, which it reads for the version): what a bundle must carry. */
export const SWAGGER_UI_FILES: readonly string[] = ['package.json', ...LOCAL_FILES.map(([name]) => name)];
