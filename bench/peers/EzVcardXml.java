// Benchmark harness for ez-vcard's xCard reader (Ezvcard.parseXml), several
// passes in one JVM; the best warm pass counts.
//
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:bench/out EzVcardXml FILE [PASSES]

import ezvcard.Ezvcard;
import ezvcard.VCard;
import java.io.File;
import java.util.List;

public class EzVcardXml {
    public static void main(String[] args) throws Exception {
        File file = new File(args[0]);
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int pass = 1; pass <= passes; pass++) {
            long start = System.nanoTime();
            List<VCard> cards = Ezvcard.parseXml(file).all();
            long properties = 0;
            for (VCard card : cards) properties += card.getProperties().size();
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("pass %d: %d cards, %d properties, %.3f s%n", pass, cards.size(), properties, seconds);
        }
    }
}
