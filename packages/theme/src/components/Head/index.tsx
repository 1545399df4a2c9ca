export { Head as default } from '../../runtime/head';
