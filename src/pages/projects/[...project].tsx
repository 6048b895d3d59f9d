import { ProjectScreen } from '@/features/projects/project-page';

export default ProjectScreen;
