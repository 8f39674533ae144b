export { LoginForm } from './LoginForm';
export { renderStandalone } from './renderStandalone';
