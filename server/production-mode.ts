// Imported first by server/main.ts, before the rest loads (serve.ts): the server runs React (server rendering) and its other libraries in
// production mode unless told otherwise. React picks its development or production build when first
// loaded, from NODE_ENV; left unset, every render ran React's development build — several times slower,
// with checks the browser's production build never runs. `npm run dev` (GAZETTE_DEV=1) keeps development.
if (process.env.GAZETTE_DEV !== '1') process.env.NODE_ENV ??= 'production';
export {};
