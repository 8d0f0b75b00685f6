import { startApp } from './app/start-app.js';

const root = document.getElementById('root');
if (root) void startApp(root);
