/** Every general's skill (compendium), one module per general, by state. */
import './wei';
import './wu';
import './shu';
