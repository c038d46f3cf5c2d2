/** Three Kingdoms Redux as an online client runs it, and the name the server knows it by. */
import { makeGame, movesDecidedByMaster } from '../../../game/threeKingdomsRedux/game';

/** The game as an online client runs it: the server decides every move (its rules see every hidden card). */
export const onlineGame = movesDecidedByMaster(makeGame());

/** The name the Lobby API and the sockets know the game by. */
export const GAME_NAME = onlineGame.name ?? 'three-kingdoms-redux';
