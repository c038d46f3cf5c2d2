/** State enhancements' effects (compendium), one module per card, registered on import. */
import './rattanArmour';
