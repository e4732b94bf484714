export { marksRoutes } from './routes';
export { insertMarks } from './save';
