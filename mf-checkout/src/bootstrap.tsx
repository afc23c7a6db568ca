import { mountStandalone } from 'shared-ui/standalone';
import { routes } from './routes';

mountStandalone('mf-checkout', routes, { '/order/:id': '/order/64f0c0ffee00000000000001' });
