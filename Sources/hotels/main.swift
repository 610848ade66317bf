import HotelsCLI

HotelsCommand.main()
