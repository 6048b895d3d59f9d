import { ProjectsScreen } from '@/features/projects/projects-page';

export default ProjectsScreen;
