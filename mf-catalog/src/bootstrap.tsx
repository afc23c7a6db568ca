import { mountStandalone } from 'shared-ui/standalone';
import { routes } from './routes';

mountStandalone('mf-catalog', routes);
