#!/usr/bin/env python3
"""hotels sync with a CardDAV collection on loopback Radicale (issue 19's targets).

    bench/carddav_bench.py [--cards 10000] [--small 1000] [--repeat 5]

For a generated collection of --cards cards (one in five a hotel) on a
Radicale server started here (127.0.0.1, a free port, a temporary folder,
htpasswd; stopped by its pid at the end), with the release build:

- the first sync into an empty store (every card fetched, by multiget);
- an unchanged sync with sync-collection (the token kept by the last run);
- an unchanged sync with the etag fallback (`sync_collection = no`: a
  PROPFIND of every card's etag, no card fetched);

each unchanged sync the median of --repeat runs, with the number of HTTP
requests it made (counted in Radicale's request log). The same for a
collection of --small cards shows whether the request counts depend on the
size. The cards are written into Radicale's storage folder before it starts
(as a server holds them after uploads), so setting up 10,000 cards takes no
10,000 PUTs. Radicale then parses every stored file on its first listing
(some 30 ms a card) and caches what it found: one PROPFIND before the first
sync pays for that, and is reported on its own as the server's warm-up, so
that the first sync is timed against a server that has seen its files, as
one that took the uploads has. No gazetteer (--no-geocode).
"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import ROOT, build_hotels, timed  # noqa: E402

USER = "alice"
PASSWORD = "bench-pw-not-secret"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Radicale:
    """A Radicale server with one address book, `contacts`, holding the cards of a .vcf file."""

    def __init__(self, work, cards):
        os.makedirs(work)
        self.port = free_port()
        users = os.path.join(work, "users")
        subprocess.run(["htpasswd", "-c", "-i", "-m", users, USER], input=PASSWORD + "\n", text=True, check=True,
                       stderr=subprocess.DEVNULL)
        book = os.path.join(work, "collections", "collection-root", USER, "contacts")
        os.makedirs(book)
        with open(os.path.join(book, ".Radicale.props"), "w") as props:
            json.dump({"tag": "VADDRESSBOOK", "D:displayname": "Bench"}, props)
        data = open(cards, "rb").read()
        for number, card in enumerate(re.findall(rb"BEGIN:VCARD\r\n.*?END:VCARD\r\n", data, re.S)):
            uid = re.search(rb"\r\nUID:([^\r]*)", card)
            name = re.sub(r"[^A-Za-z0-9._-]", "-", uid.group(1).decode()) if uid else f"card-{number}"
            with open(os.path.join(book, name + ".vcf"), "wb") as out:
                out.write(card)
        self.log = os.path.join(work, "radicale.log")
        config = os.path.join(work, "radicale.conf")
        with open(config, "w") as out:
            out.write(f"""[server]
hosts = 127.0.0.1:{self.port}
[auth]
type = htpasswd
htpasswd_filename = {users}
htpasswd_encryption = md5
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = {os.path.join(work, "collections")}
[web]
type = none
[logging]
level = info
""")
        with open(self.log, "w") as log:
            self.process = subprocess.Popen(["radicale", "--config", config], stdout=log, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        else:
            self.stop()
            sys.exit("radicale did not start: " + open(self.log).read()[-2000:])
        self.url = f"http://127.0.0.1:{self.port}/{USER}/contacts/"

    def warm_up(self):
        """One PROPFIND of every card's etag, with curl: Radicale reads and
        caches its stored files. Returns the seconds it took."""
        start = time.perf_counter()
        subprocess.run(["curl", "-s", "-o", "/dev/null", "-u", f"{USER}:{PASSWORD}", "-X", "PROPFIND", "-H", "Depth: 1",
                        "--data", '<propfind xmlns="DAV:"><prop><getetag/></prop></propfind>', self.url], check=True)
        return time.perf_counter() - start

    def requests(self):
        """How many requests the server has logged so far."""
        return len(re.findall(r" request for ", open(self.log, errors="replace").read()))

    def stop(self):
        """Stops the server by its pid: SIGTERM, then SIGKILL after five seconds."""
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Client:
    """A store and a config naming the collection as `[book bench]`."""

    def __init__(self, hotels, server, work):
        self.hotels, self.server, self.work = hotels, server, work
        os.makedirs(os.path.join(work, "config", "hotels"))
        self.password = os.path.join(work, "password")
        with open(self.password, "w") as out:
            out.write(PASSWORD + "\n")
        self.configure(sync_collection=True)

    def configure(self, sync_collection):
        with open(os.path.join(self.work, "config", "hotels", "config"), "w") as config:
            # Radicale answers a first listing of 10,000 cards slowly: more than the default 30 s on a loaded machine.
            config.write(f"[book bench]\nkind = carddav\nurl = {self.server.url}\nusername = {USER}\n"
                         f"password_command = cat {self.password}\nrequest_timeout = 600\n"
                         + ("" if sync_collection else "sync_collection = no\n"))

    def sync(self):
        """One sync: (seconds, peak MB, requests)."""
        before = self.server.requests()
        command = ["env", f"HOME={self.work}", f"HOTELS_STORE={os.path.join(self.work, 'store.sqlite')}",
                   f"XDG_CONFIG_HOME={os.path.join(self.work, 'config')}", self.hotels, "sync", "bench", "--no-geocode",
                   "--timeout", "3600"]
        seconds, peak, _ = timed(command)
        time.sleep(0.3)  # the server logs a request as it answers it
        return seconds, peak, self.server.requests() - before


def measure(hotels, cards, repeat, work):
    book = os.path.join(work, "cards.vcf")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "generate.py"), "--cards", str(cards),
                    "--hotels-every", "5", "-o", book], check=True, stdout=subprocess.DEVNULL)
    server = Radicale(os.path.join(work, "server"), book)
    try:
        client = Client(hotels, server, os.path.join(work, "client"))
        warm = server.warm_up()
        first = client.sync()
        token = [client.sync() for _ in range(repeat)]
        client.configure(sync_collection=False)
        etags = [client.sync() for _ in range(repeat)]
        return warm, first, token, etags
    finally:
        server.stop()


def report(cards, warm, first, token, etags):
    def median(runs):
        return statistics.median(r[0] for r in runs)

    def requests(runs):
        return sorted({r[2] for r in runs})

    print(f"{cards} cards:")
    print(f"  server warm-up (curl PROPFIND):      {warm:7.2f} s")
    print(f"  first sync:                          {first[0]:7.2f} s  {first[1]:6.1f} MB  {first[2]} requests")
    print(f"  unchanged, sync-collection (median): {median(token):7.3f} s  {max(r[1] for r in token):6.1f} MB  "
          f"requests {requests(token)}  = {median(token) / first[0]:.3f}x the first")
    print(f"  unchanged, etag fallback (median):   {median(etags):7.3f} s  {max(r[1] for r in etags):6.1f} MB  "
          f"requests {requests(etags)}  = {median(etags) / first[0]:.3f}x the first")
    print(f"    every run, sync-collection: {', '.join(f'{r[0]:.3f}' for r in token)}")
    print(f"    every run, etag fallback:   {', '.join(f'{r[0]:.3f}' for r in etags)}")
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=10000)
    parser.add_argument("--small", type=int, default=1000, help="0: only --cards")
    parser.add_argument("--repeat", type=int, default=5)
    options = parser.parse_args()
    for tool in ["radicale", "htpasswd", "curl"]:
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is not installed (apt-get install radicale apache2-utils)")
    hotels = build_hotels()
    for cards in [size for size in [options.small, options.cards] if size > 0]:
        with tempfile.TemporaryDirectory(prefix="hotels-carddav-bench-") as work:
            report(cards, *measure(hotels, cards, options.repeat, work))


if __name__ == "__main__":
    main()
