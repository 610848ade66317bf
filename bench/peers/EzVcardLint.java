// Benchmark harness for ez-vcard (Debian: libez-vcard-java, libvinnie-java):
// reads every card of a file with ez-vcard's streaming text reader and touches
// every property, several times in one JVM, and prints each pass's time, so
// that the later passes measure a warm JVM.
//
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:bench/out EzVcardLint FILE [PASSES]

import ezvcard.VCard;
import ezvcard.io.text.VCardReader;
import ezvcard.property.VCardProperty;
import java.io.File;

public class EzVcardLint {
    public static void main(String[] args) throws Exception {
        File file = new File(args[0]);
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int pass = 1; pass <= passes; pass++) {
            long start = System.nanoTime();
            long cards = 0, properties = 0, touched = 0;
            try (VCardReader reader = new VCardReader(file)) {
                VCard card;
                while ((card = reader.readNext()) != null) {
                    cards++;
                    for (VCardProperty property : card.getProperties()) {
                        properties++;
                        touched += property.getParameters().size();
                        if (property.getGroup() != null) touched++;
                    }
                    touched += reader.getWarnings().size();
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("pass %d: %d cards, %d properties, %.3f s (%d)%n", pass, cards, properties, seconds, touched);
        }
    }
}
