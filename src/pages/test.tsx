import { DiagnosticsScreen } from '@/features/diagnostics/diagnostics-page';

export default DiagnosticsScreen;
