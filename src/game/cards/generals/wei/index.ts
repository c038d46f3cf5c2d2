/** Wei generals' skills: one module per general, registered on import. */
import './caoRen';
