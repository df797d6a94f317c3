import { createRoot } from 'react-dom/client';
import '@theme/styles/icons.css';
import '../shared/base.css';
import '../shared/controls.css';
import './styles.css';
import './canvas.css';
import { ensureThemeAttribute } from '../shared/theme.js';
import { App } from './App.js';

ensureThemeAttribute();
createRoot(document.getElementById('root')!).render(<App />);
