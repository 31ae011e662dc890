import type { CliCommand } from './command';
import { createUserCommand } from './create-user';
import { completeDeletionsCommand, listDeletionsCommand } from './deletions';
import { pushCommand } from './push';
import { pointsGrantCommand } from './points';
import { importContentCommand } from './import-content';
import { raffleCommitCommand, raffleDrawCommand } from './raffle';
import { acceptProposalCommand, listProposalsCommand, rejectProposalCommand } from './proposals';
import { listPrizesCommand, prizePriceCommand, prizeStockCommand, restorePrizeCommand, retirePrizeCommand } from './prizes';
import { renamePrizeCommand } from './prize-rename';
import { prizePictureCommand } from './prize-picture';

/** Every operator command (`npm run panel -- help` lists them): add new ones here. */
export const commands: CliCommand[] = [createUserCommand, listDeletionsCommand, completeDeletionsCommand, importContentCommand, pushCommand, pointsGrantCommand, raffleCommitCommand, raffleDrawCommand, listProposalsCommand, acceptProposalCommand, rejectProposalCommand, listPrizesCommand, prizeStockCommand, prizePriceCommand, renamePrizeCommand, prizePictureCommand, retirePrizeCommand, restorePrizeCommand];
