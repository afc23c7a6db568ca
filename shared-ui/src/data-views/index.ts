export { DataTable, DATA_TABLE_ALIGNS, type DataTableProps, type DataTableColumn, type DataTableAlign } from './data-table';
export { Pagination, type PaginationProps } from './pagination';
export { ConfirmDialog, CONFIRM_TONES, type ConfirmDialogProps, type ConfirmTone } from './confirm-dialog';
