import { MOCK_SCENARIOS, describeServerRender } from 'shared-ui/testing';
import type { SliceRoute } from 'shared-ui/types';

// Each side requires the routes afresh: the server's render runs on module copies of its own.
describeServerRender(MOCK_SCENARIOS.product, () => (require('./routes') as { routes: SliceRoute[] }).routes);
