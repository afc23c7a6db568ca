import { mountStandalone } from 'shared-ui/standalone';
import { routes } from './routes';

mountStandalone('mf-product', routes, { '/product/:id': '/product/64f0c0ffee00000000000001' });
