import { mountStandalone } from 'shared-ui/standalone';
import { routes } from './routes';

mountStandalone('mf-admin', routes);
