// Interoperability check: reads a vCard file with ez-vcard (Debian
// libez-vcard-java) and prints every parse warning and every validation
// warning for the version each card declares. Exits 1 if there is any,
// but one: EMAIL;TYPE=work or home in a 3.0 card, which RFC 2426 does not
// list and every client writes and reads (Apple Contacts, Google Contacts,
// Outlook): dropping it would lose what the user set.
//
//   javac -cp /usr/share/java/ez-vcard.jar -d OUT interop/EzVcardValidate.java
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:OUT EzVcardValidate FILE

import ezvcard.VCard;
import ezvcard.VCardVersion;
import ezvcard.ValidationWarning;
import ezvcard.ValidationWarnings;
import ezvcard.property.Email;
import ezvcard.property.VCardProperty;
import ezvcard.io.ParseWarning;
import ezvcard.io.text.VCardReader;
import java.io.File;
import java.util.List;
import java.util.Map;

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
                for (Map.Entry<VCardProperty, List<ValidationWarning>> entry : warnings) {
                    for (ValidationWarning warning : entry.getValue()) {
                        if (isWorkOrHomeEmail(card, entry.getKey(), warning)) continue;
                        problems++;
                        String property = entry.getKey() == null ? "card" : entry.getKey().getClass().getSimpleName();
                        System.out.println(args[0] + ": card " + cards + " (" + card.getVersion() + "): [" + property + "] " + warning);
                    }
                }
            }
        }
        System.out.println(args[0] + ": " + cards + " cards read by ez-vcard, " + problems + " problems");
        System.exit(problems == 0 && cards > 0 ? 0 : 1);
    }

    /// W09 ("TYPE parameter value is not supported") for an EMAIL whose
    /// types are all 3.0's own or work and home.
    static boolean isWorkOrHomeEmail(VCard card, VCardProperty property, ValidationWarning warning) {
        if (card.getVersion() != VCardVersion.V3_0 || !(property instanceof Email)) return false;
        if (warning.getCode() == null || warning.getCode() != 9) return false;
        for (String type : property.getParameters().getTypes()) {
            String lower = type.toLowerCase();
            if (!lower.equals("work") && !lower.equals("home") && !lower.equals("internet") && !lower.equals("pref")) return false;
        }
        return true;
    }
}
