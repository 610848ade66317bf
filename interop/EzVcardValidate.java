// Interoperability check: reads a vCard file with ez-vcard (Debian
// libez-vcard-java) and prints every parse warning and every validation
// warning for the version each card declares. Exits 1 if there is any.
//
//   javac -cp /usr/share/java/ez-vcard.jar -d OUT interop/EzVcardValidate.java
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:OUT EzVcardValidate FILE

import ezvcard.VCard;
import ezvcard.ValidationWarnings;
import ezvcard.io.ParseWarning;
import ezvcard.io.text.VCardReader;
import java.io.File;

public class EzVcardValidate {
    public static void main(String[] args) throws Exception {
        int cards = 0, problems = 0;
        try (VCardReader reader = new VCardReader(new File(args[0]))) {
            VCard card;
            while ((card = reader.readNext()) != null) {
                cards++;
                for (ParseWarning warning : reader.getWarnings()) {
                    problems++;
                    System.out.println(args[0] + ": card " + cards + ": parse warning: " + warning);
                }
                ValidationWarnings warnings = card.validate(card.getVersion());
                if (!warnings.isEmpty()) {
                    problems++;
                    System.out.println(args[0] + ": card " + cards + " (" + card.getVersion() + "): " + warnings.toString().trim());
                }
            }
        }
        System.out.println(args[0] + ": " + cards + " cards read by ez-vcard, " + problems + " problems");
        System.exit(problems == 0 && cards > 0 ? 0 : 1);
    }
}
