// Async boundary: shared singletons are negotiated before the slice's code runs.
import('./bootstrap');
